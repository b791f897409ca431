import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { parse } from 'yaml';
import shell from 'virtual:content/shell';
import type { ContentFile } from '../../checker/checkContent.ts';
import type { Problem } from '../../checker/problem.ts';
import { usePageTitle } from '../../ui/components/usePageTitle.ts';
import { fileText } from '../model/fileText.ts';
import { inlineRefs } from '../model/inlineRefs.ts';
import { kindOf } from '../model/contentKinds.ts';
import { nodeOfPath } from '../model/navigation.ts';
import { getIn } from '../model/nodeEdits.ts';
import { fileId } from '../model/nodeLabel.ts';
import { placeholderChoices } from '../model/placeholderChoices.ts';
import { parsePath } from '../model/problemPaths.ts';
import { listFiles, saveFile, type Listing } from '../model/studioApi.ts';
import { createStudioStore } from '../model/studioStore.ts';
import { Navigator } from './Navigator.tsx';
import { NewFlowForm } from './NewFlowForm.tsx';
import { fieldIdPrefix, NodeEditor } from './NodeEditor.tsx';
import { ProblemList } from './ProblemList.tsx';
import { SaveConflict, type Conflict } from './SaveConflict.tsx';
import { SourceView } from './SourceView.tsx';
import { SelectionPreview } from './LogicPreview.tsx';
import { StudioStoreContext, useStudio, useStudioStore } from './useStudio.ts';
import { useProblems } from './useProblems.ts';
import { useStudioClient } from './useStudioClient.ts';
import { TranslationEditor } from './TranslationEditor.tsx';
import { useEnglishTexts } from './useEnglishTexts.ts';
import { ChakraTheme } from '../../ui/app/ChakraTheme.tsx';

function useEditedFiles(): ContentFile[] {
  const loaded = useStudio((state) => state.loaded);
  const data = useStudio((state) => state.data);
  const bases = useStudio((state) => state.bases);
  return useMemo(
    () =>
      Object.values(loaded).map((entry) => ({
        file: entry.file,
        text: fileText(entry, data[entry.file], bases[entry.file]),
        ...(entry.placedAt ? { placedAt: entry.placedAt } : {}),
      })),
    [loaded, data, bases],
  );
}

/** Before the first check has assembled the content, the pickers know no form's fields yet. */
const noForms = {};

function focusField(path: readonly (string | number)[]) {
  const id = [fieldIdPrefix, ...path].join('_');
  // After the node's form has rendered.
  setTimeout(() => document.getElementById(id)?.focus(), 50);
}

function Workspace({ schemas, roots }: { schemas: Record<string, object>; roots: string[] }) {
  const store = useStudioStore();
  const files = useEditedFiles();
  const { problems, content } = useProblems(files, schemas);
  const english = useEnglishTexts(files, schemas, roots);
  const loaded = useStudio((state) => state.loaded);
  const data = useStudio((state) => state.data);
  const selection = useStudio((state) => state.selection);
  const { undo, redo, pastStates, futureStates } = useStore(store.temporal);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<'form' | 'source'>('form');
  const unsaved = files.filter(
    (entry) => loaded[entry.file]?.version === null || entry.text !== loaded[entry.file]?.text,
  );

  const save = async (file: string, text: string, force = false) => {
    const base = loaded[file];
    const answer = await saveFile(file, text, base?.version ?? null, force);
    if (answer.saved) {
      store.getState().markSaved(file, text, answer.version);
      return true;
    }
    if ('error' in answer) setStatus(`${file} was not saved: ${answer.error}`);
    else
      setConflicts((current) => [
        ...current.filter((entry) => entry.file !== file),
        { file, mine: text, disk: answer.conflict },
      ]);
    return false;
  };

  const saveAll = async () => {
    let saved = 0;
    for (const entry of unsaved) if (await save(entry.file, entry.text)) saved += 1;
    // Warnings (an extra root's untranslated texts, say) do not stop a build.
    const errors = problems.filter((problem) => problem.severity !== 'warning').length;
    setStatus(
      `Saved ${saved} file${saved === 1 ? '' : 's'}.` +
        (errors > 0 ? ` The app will not build until the ${errors} problem(s) are fixed.` : ''),
    );
  };

  const openProblem = (problem: Problem) => {
    const fileData = data[problem.file];
    const kind = kindOf(fileData);
    const path = parsePath(problem.path);
    const node = kind ? nodeOfPath(inlineRefs(schemas, `${kind}.schema.json`), fileData, path) : [];
    store.getState().select({ file: problem.file, path: node });
    focusField(path.slice(node.length));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const selectedValue = selection ? getIn(data[selection.file], selection.path) : undefined;
  // An analysis's template gets the placeholder picker, filled once the first check has assembled the content.
  // Worked out again only when the checker answers or another file is selected, not on every edit.
  const analysisFile = selection && kindOf(data[selection.file]) === 'analysis' ? selection.file : undefined;
  const placeholders = useMemo(
    () => (analysisFile === undefined ? undefined : content ? placeholderChoices(content, fileId(analysisFile)) : []),
    [analysisFile, content],
  );

  return (
    <Stack gap={4} px={{ base: 3, md: 6 }} py={5} minH="100vh" bg="gray.50">
      <HStack as="header" justify="space-between" gap={4} flexWrap="wrap">
        <Stack gap={0}>
          <Heading as="h1" size="2xl" color="brand.800">
            Studio
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Edit questions, options, messages and flows; saving writes the same content files, comments and layout kept.
          </Text>
        </Stack>
        <HStack gap={2}>
          <Button size="sm" variant="outline" onClick={() => undo()} disabled={pastStates.length === 0}>
            Undo
          </Button>
          <Button size="sm" variant="outline" onClick={() => redo()} disabled={futureStates.length === 0}>
            Redo
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => void saveAll()} disabled={unsaved.length === 0}>
            {unsaved.length === 0 ? 'All saved' : `Save ${unsaved.length} file${unsaved.length === 1 ? '' : 's'}`}
          </Button>
        </HStack>
      </HStack>
      <Text role="status" fontSize="sm" color="gray.700" minH={5}>
        {status}
      </Text>
      {conflicts.map((conflict) => (
        <SaveConflict
          key={conflict.file}
          conflict={conflict}
          onKeepMine={() => {
            void save(conflict.file, conflict.mine, true).then((saved) => {
              if (saved) setConflicts((current) => current.filter((entry) => entry.file !== conflict.file));
            });
          }}
          onTakeDisk={() => {
            if (!conflict.disk) return;
            const disk = conflict.disk;
            const entry = loaded[conflict.file];
            store
              .getState()
              .addFile(
                { ...(entry ?? { file: conflict.file }), text: disk.text, version: disk.version },
                parse(disk.text),
              );
            setConflicts((current) => current.filter((item) => item.file !== conflict.file));
          }}
        />
      ))}
      {/* One column on a phone, the editor beside the list on a tablet, the preview beside both on a wide screen. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)', xl: '280px minmax(0, 1fr) 360px' }}
        gap={5}
        alignItems="start"
      >
        <Box
          as="aside"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="xl"
          p={4}
          position={{ lg: 'sticky' }}
          top={4}
          maxH={{ lg: 'calc(100vh - 32px)' }}
          overflowY={{ lg: 'auto' }}
        >
          <Stack gap={4}>
            {creating ? (
              <NewFlowForm roots={roots} onDone={() => setCreating(false)} />
            ) : (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setCreating(true)}>
                New flow
              </Button>
            )}
            <Navigator problems={problems} />
          </Stack>
        </Box>
        <Box
          as="main"
          id="main"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="xl"
          p={{ base: 4, md: 6 }}
          minW={0}
        >
          {selection ? (
            <HStack gap={1} mb={4} role="group" aria-label="View">
              {(['form', 'source'] as const).map((mode) => (
                <Button
                  key={mode}
                  size="xs"
                  variant={view === mode ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={view === mode}
                  onClick={() => setView(mode)}
                >
                  {mode === 'form' ? 'Form' : 'Source'}
                </Button>
              ))}
            </HStack>
          ) : null}
          {view === 'source' && selection ? (
            <SourceView
              file={selection.file}
              text={files.find((entry) => entry.file === selection.file)?.text ?? ''}
              problems={problems.filter((problem) => problem.file === selection.file)}
              onChange={(text, parsedData) => store.getState().editSource(selection.file, text, parsedData)}
              placeholders={placeholders}
            />
          ) : selection && kindOf(data[selection.file]) === 'translation' ? (
            <TranslationEditor key={selection.file} file={selection.file} english={english} />
          ) : (
            <NodeEditor
              schemas={schemas}
              problems={problems}
              placeholders={placeholders}
              forms={content?.forms ?? noForms}
            />
          )}
        </Box>
        <Stack gap={5} position={{ xl: 'sticky' }} top={4} gridColumn={{ lg: '2', xl: 'auto' }}>
          <Box
            as="section"
            aria-labelledby="studio-preview"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            p={5}
          >
            <Heading as="h2" size="sm" id="studio-preview" mb={3}>
              Preview
            </Heading>
            <SelectionPreview
              flow={selection ? data[selection.file] : undefined}
              path={selection?.path ?? []}
              value={selectedValue}
            />
          </Box>
          <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={5}>
            <ProblemList problems={problems} onOpen={openProblem} />
          </Box>
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * The Studio (development server only, at /__studio): content editors change questions,
 * options, messages and flows in the browser, and saving writes the content files themselves.
 */
function Studio() {
  usePageTitle('Studio', shell.app.brand);
  useStudioClient();
  const [store] = useState(createStudioStore);
  const [listing, setListing] = useState<Pick<Listing, 'schemas' | 'roots'>>();
  const [failure, setFailure] = useState('');
  useEffect(() => {
    listFiles()
      .then(({ files, schemas, roots }) => {
        const data: Record<string, unknown> = {};
        for (const entry of files) {
          try {
            data[entry.file] = parse(entry.text);
          } catch {
            data[entry.file] = undefined;
          }
        }
        store.getState().setFiles(files, data);
        store.temporal.getState().clear();
        setListing({ schemas, roots });
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [store]);
  if (failure) return <Text role="alert">{failure}</Text>;
  if (!listing) return <Text aria-label="Loading">Loading the content…</Text>;
  return (
    <StudioStoreContext.Provider value={store}>
      <Workspace schemas={listing.schemas} roots={listing.roots} />
    </StudioStoreContext.Provider>
  );
}

/** Its controls are Chakra components, so it brings Chakra's run-time theme; the app's screens need none. */
export default function StudioPage() {
  return (
    <ChakraTheme>
      <Studio />
    </ChakraTheme>
  );
}
