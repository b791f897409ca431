/**
 * How a saved link's fragment starts. The only piece of saving that every flow screen loads: a
 * screen opened with it hands over to the restoring code, which loads then (src/ui/saveForLater/).
 */
export const resumeHashPrefix = '#resume=';
