/** The step views' colours, on the theme's own grey and red scales (the same greys as every other screen). */
export const colours = {
  border: 'gray.300',
  borderHover: 'gray.400',
  invalid: 'red.600',
  muted: 'gray.500',
  surface: 'white',
  track: 'gray.200',
  bar: 'gray.300',
} as const;
