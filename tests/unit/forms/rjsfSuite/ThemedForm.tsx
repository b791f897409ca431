import { withTheme } from '@rjsf/core';
import { formTheme } from '../../../../src/ui/forms/registry.ts';

/** rjsf's Form with the app's theme, rendered as the app renders it: what the rjsf theme suite renders. */
export const ThemedForm = withTheme(formTheme);
