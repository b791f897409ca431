import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { Problem } from '../../checker/problem.ts';
import { kindLabels, kindOf } from '../model/contentKinds.ts';
import { undoOfferIn } from '../model/deletion.ts';
import { itemKeys, problemsWithin } from '../model/navigation.ts';
import { moveItem } from '../model/nodeEdits.ts';
import { fileId, fileLabel, nodeLabel } from '../model/nodeLabel.ts';
import { FieldsOf } from './FieldsOf.tsx';
import { DeletionAnnouncer } from './DeletionAnnouncer.tsx';
import { SortableList } from './SortableList.tsx';
import { UndoOffer } from './UndoOffer.tsx';
import { useStudio } from './useStudio.ts';
import { contentKinds } from '../../checker/contentSchemas.ts';

const FileButton = chakra('button');

function ScreensOf({ file, problems }: { file: string; problems: Problem[] }) {
  const data = useStudio((state) => state.data[file]) as { screens?: unknown[] } | undefined;
  const selection = useStudio((state) => state.selection);
  const select = useStudio((state) => state.select);
  const edit = useStudio((state) => state.edit);
  const screens = Array.isArray(data?.screens) ? data.screens : [];
  const keys = itemKeys(screens);
  const selected = selection?.file === file ? selection.path : [];
  const flowName = fileId(file);
  const undo = useUndoOffer(file, ['screens']);
  return (
    <SortableList
      name={`screens of ${flowName}`}
      {...undo}
      onSelect={(index) => select({ file, path: ['screens', index] })}
      onMove={(from, to) => {
        edit(file, ['screens'], moveItem(screens, from, to));
        select({ file, path: ['screens', to] });
      }}
      items={screens.map((screen, index) => {
        const steps = (screen as { steps?: unknown[] } | null)?.steps;
        const open = selected[0] === 'screens' && selected[1] === index;
        return {
          key: keys[index] as string,
          label: nodeLabel(screen, `Screen ${index + 1}`),
          problems: problemsWithin(problems, file, ['screens', index]),
          selected: open && selected.length === 2,
          children:
            open && Array.isArray(steps) ? (
              <Box pl={5} pt={1}>
                <StepsOf file={file} screen={index} steps={steps} problems={problems} />
              </Box>
            ) : undefined,
        };
      })}
    />
  );
}

/** Undo where an item of this list was deleted, reopening the item once it is back. */
function useUndoOffer(file: string, listPath: (string | number)[]) {
  const deletion = useStudio((state) => undoOfferIn(state.deletion, file, listPath, state.data[file]));
  const select = useStudio((state) => state.select);
  if (!deletion) return {};
  const node = <UndoOffer deletion={deletion} onUndone={(index) => select({ file, path: [...listPath, index] })} />;
  return { undoOffer: { index: deletion.index, node } };
}

function StepsOf({
  file,
  screen,
  steps,
  problems,
}: {
  file: string;
  screen: number;
  steps: unknown[];
  problems: Problem[];
}) {
  const selection = useStudio((state) => state.selection);
  const select = useStudio((state) => state.select);
  const edit = useStudio((state) => state.edit);
  const keys = itemKeys(steps);
  const path = ['screens', screen, 'steps'];
  const undo = useUndoOffer(file, path);
  return (
    <SortableList
      name="steps"
      {...undo}
      onSelect={(index) => select({ file, path: [...path, index] })}
      onMove={(from, to) => {
        edit(file, path, moveItem(steps, from, to));
        select({ file, path: [...path, to] });
      }}
      items={steps.map((step, index) => ({
        key: keys[index] as string,
        label: nodeLabel(step, `Step ${index + 1}`),
        problems: problemsWithin(problems, file, [...path, index]),
        selected:
          selection?.file === file &&
          selection.path.length === 4 &&
          selection.path[3] === index &&
          selection.path[1] === screen,
      }))}
    />
  );
}

/** Every content file by kind; a flow opens into its screens and a questionnaire into its steps. */
export function Navigator({ problems }: { problems: Problem[] }) {
  const data = useStudio((state) => state.data);
  const selection = useStudio((state) => state.selection);
  const select = useStudio((state) => state.select);
  const files = Object.keys(data);
  return (
    <Stack as="nav" aria-label="Content" gap={5}>
      <DeletionAnnouncer />
      {contentKinds.map((kind) => {
        const ofKind = files.filter((file) => kindOf(data[file]) === kind);
        if (ofKind.length === 0) return null;
        return (
          <Box key={kind}>
            <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="gray.600" mb={1}>
              {kindLabels[kind]}
            </Heading>
            <Stack as="ul" gap={0.5} pl={0} m={0}>
              {ofKind.map((file) => {
                const open = selection?.file === file;
                const count = problemsWithin(problems, file, []);
                return (
                  <Box as="li" key={file} listStyleType="none">
                    <FileButton
                      type="button"
                      width="100%"
                      textAlign="left"
                      px={2}
                      py={1.5}
                      borderRadius="md"
                      fontSize="sm"
                      fontWeight={open ? 'semibold' : 'medium'}
                      bg={open && selection.path.length === 0 ? 'brand.50' : undefined}
                      color={open ? 'brand.800' : 'gray.800'}
                      _hover={{ bg: 'gray.100' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                      aria-current={open && selection.path.length === 0 ? 'true' : undefined}
                      onClick={() => select({ file, path: [] })}
                    >
                      {fileLabel(file, data[file])}
                      {count > 0 ? (
                        <Text as="span" color="red.700" fontWeight="semibold">
                          {' '}
                          · {count} problem{count === 1 ? '' : 's'}
                        </Text>
                      ) : null}
                      <Text as="span" display="block" fontSize="xs" color="gray.600" fontWeight="normal">
                        {file}
                      </Text>
                    </FileButton>
                    {open && kind === 'form' ? (
                      <Box pl={2} pt={1}>
                        <FieldsOf file={file} problems={problems} />
                      </Box>
                    ) : null}
                    {open && kind === 'flow' ? (
                      <Box pl={2} pt={1}>
                        <ScreensOf file={file} problems={problems} />
                      </Box>
                    ) : null}
                  </Box>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
