import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#dbe6fe' },
          500: { value: '#2f5bd3' },
          600: { value: '#2449b0' },
          700: { value: '#1d3a8c' },
        },
      },
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
  },
  globalCss: {
    body: { bg: 'gray.50', color: 'gray.900' },
  },
});

export const system = createSystem(defaultBaseConfig, brand);
