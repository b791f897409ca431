import { Box, Flex, Link } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink.tsx';
import type { AppContent } from '../../engine/content/types.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Notice } from './Notice.tsx';

function noticeFrom(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

export function Layout({ app }: { app: AppContent }) {
  const location = useLocation();
  const notice = noticeFrom(location.state);
  // Braces matter: Chromium's scrollTo returns a Promise, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: 4, top: 4, zIndex: 10, bg: 'white', px: 3, py: 2, borderRadius: 'md' }}
      >
        Skip to content
      </Link>
      <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
        <Box maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={3}>
          <Link
            asChild
            fontWeight="bold"
            fontSize="lg"
            color="brand.700"
            _hover={{ textDecoration: 'none', color: 'brand.600' }}
          >
            <RouterLink to={app.home.route}>
              <Box
                as="span"
                aria-hidden="true"
                display="inline-grid"
                placeItems="center"
                w={8}
                h={8}
                borderRadius="lg"
                bg="brand.600"
                color="white"
                fontSize="sm"
                mr={2}
              >
                {app.brand.slice(0, 1)}
              </Box>
              {app.brand}
            </RouterLink>
          </Link>
        </Box>
      </Box>
      <Box as="main" id="main" flex="1" py={{ base: 6, md: 10 }}>
        <Box maxW="5xl" mx="auto" px={{ base: 4, md: 6 }}>
          {notice ? <Notice key={location.key}>{notice}</Notice> : null}
          <ErrorBoundary key={location.pathname} fallback={(error) => <ErrorScreen app={app} error={error} />}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
    </Flex>
  );
}
