import type { PageBlock, PageContent } from '../../engine/content/types.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import styles from './PageScreen.styles.ts';

function Block({ block }: { block: PageBlock }) {
  return (
    <section className={styles.block}>
      <div className={styles.blockContent}>
        {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
        {block.paragraphs?.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {block.items ? (
          <ul className={styles.items}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {block.actions ? (
          <div className={styles.blockActions}>
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A static page from flows/pages: consulting, privacy, or any page an editor adds. */
export default function PageScreen({ page, brand }: { page: PageContent; brand: string }) {
  usePageTitle(page.title, brand);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.subtitle ? <p className={styles.subtitle}>{page.subtitle}</p> : null}
      </div>
      {page.blocks.map((block, index) => (
        <Block key={block.heading ?? index} block={block} />
      ))}
      {page.actions ? (
        <div className={styles.actions}>
          {page.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
