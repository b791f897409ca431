import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatProblem, type Problem } from '../../checker/problem.ts';

interface ProblemListProps {
  problems: Problem[];
  onOpen: (problem: Problem) => void;
}

/**
 * Every problem the checker finds in the edited content, each a button that opens its field;
 * warnings (what the app accepts and ignores) are marked as such and never said to stop the build.
 */
export function ProblemList({ problems, onOpen }: ProblemListProps) {
  const errors = problems.filter((problem) => problem.severity !== 'warning').length;
  const warnings = problems.length - errors;
  // What stops the build first: an extra root's untranslated texts can be a hundred warnings.
  const listed = [
    ...problems.filter((problem) => problem.severity !== 'warning'),
    ...problems.filter((problem) => problem.severity === 'warning'),
  ];
  return (
    <Box as="section" aria-labelledby="studio-problems">
      <Heading as="h2" size="sm" id="studio-problems" mb={2}>
        Problems ({errors}){warnings > 0 ? `, warnings (${warnings})` : ''}
      </Heading>
      {errors === 0 ? (
        <Text fontSize="sm" color="green.800" role="status">
          The content checker finds nothing wrong: the app builds with these edits.
        </Text>
      ) : null}
      {problems.length === 0 ? null : (
        <Stack gap={2}>
          {errors > 0 ? (
            <Text fontSize="sm" color="red.800" fontWeight="medium" role="status">
              The app will not build until these are fixed. You can still save work in progress.
            </Text>
          ) : null}
          <Stack as="ul" gap={1} pl={0} m={0} maxH="40vh" overflowY="auto">
            {listed.map((problem) => (
              <Box as="li" key={formatProblem(problem)} listStyleType="none">
                <Button
                  variant="ghost"
                  size="sm"
                  height="auto"
                  whiteSpace="normal"
                  textAlign="left"
                  justifyContent="flex-start"
                  py={1.5}
                  width="100%"
                  fontWeight="normal"
                  onClick={() => onOpen(problem)}
                >
                  <Box as="span" display="block">
                    <Text as="span" display="block" fontFamily="mono" fontSize="xs" color="gray.700">
                      {problem.file}:{problem.line}:{problem.column} {problem.path}
                    </Text>
                    <Text as="span" display="block" color={problem.severity === 'warning' ? 'orange.800' : 'red.800'}>
                      {problem.severity === 'warning' ? <strong>Warning: </strong> : null}
                      {problem.message}
                    </Text>
                  </Box>
                </Button>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
