import { defineStyles } from '../styles/defineStyles.ts';

export default defineStyles({
  loading: { display: 'flex', alignItems: 'center', justifyContent: 'center', py: 20 },
  loadingHeading: { recipe: 'heading' },
  spinner: { recipe: 'spinner', variants: { size: 'lg' }, css: { color: 'brand.600' } },
});
