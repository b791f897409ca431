import { choiceCard } from '../../styles/choiceCard.ts';
import { defineStyles } from '../../styles/defineStyles.ts';

export default defineStyles({ option: choiceCard });
