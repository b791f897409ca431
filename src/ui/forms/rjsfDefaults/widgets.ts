import FileWidget from '@rjsf/core/lib/components/widgets/FileWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RatingWidget from '@rjsf/core/lib/components/widgets/RatingWidget.js';

/**
 * Stands in for rjsf's default widgets in the app's build (rjsfStandInsPlugin.ts): only those the
 * app's registry (../registry.ts) does not replace. rjsf merges the app's widgets over its own, so
 * the other seventeen were shipped to every form route and never rendered. A unit test holds the
 * two lists together with rjsf's (tests/unit/forms/rjsfDefaults.test.ts).
 */
export default function widgets() {
  return { FileWidget, HiddenWidget, RatingWidget };
}
