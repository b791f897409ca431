import type { SystemStyleObject } from '@chakra-ui/react';

// The system uses defaultBaseConfig (no recipes, no colour scale beyond `brand`), so shared
// looks live here as plain style objects with literal greys and reds.

export const focusRing: SystemStyleObject = {
  outline: '3px solid',
  outlineColor: 'brand.500',
  outlineOffset: '2px',
};

export const colours = {
  border: '#cbd5e1',
  borderHover: '#94a3b8',
  invalid: '#dc2626',
  muted: '#64748b',
  surface: '#ffffff',
  track: '#e2e8f0',
  bar: '#cbd5e1',
} as const;
