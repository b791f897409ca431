/** Tampered session storage for the keys forms write (and their drafts); see support/tamperedStorage.ts. */
import { describeTamperedStorage } from './support/tamperedStorage.ts';

describeTamperedStorage('form');
