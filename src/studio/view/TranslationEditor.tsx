import { Badge, Box, Button, chakra, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { EnglishFileTexts } from '../../checker/translations/englishTexts.ts';
import { placeholderDifference, textPlaceholders } from '../../checker/translations/placeholders.ts';
import { translationRows, type TranslationRow } from '../../checker/translations/translationRows.ts';
import { catalogOf, textsWithEntry, translationTag } from '../model/translationEdits.ts';
import { controlStyle, Labelled, Select } from './controls.tsx';
import { useStudio } from './useStudio.ts';

const Textarea = chakra('textarea');

const statusLabels = { missing: 'Missing', stale: 'Stale', translated: 'Translated' } as const;
const statusColors = { missing: 'red', stale: 'orange', translated: 'green' } as const;

/** What a translation's placeholders lack or add against its English text, as a sentence; empty when they match. */
function placeholderNote(english: string, translation: string): string {
  if (translation.trim() === '') return '';
  const { missing, extra } = placeholderDifference(textPlaceholders(english), textPlaceholders(translation));
  const notes = [
    ...missing.map((placeholder) => `Keep the English text's placeholder ${placeholder.raw}.`),
    ...extra.map((placeholder) => `${placeholder.raw} is not in the English text.`),
  ];
  return notes.join(' ');
}

function shownText(row: TranslationRow): string {
  if (row.status === 'translated') return row.translation;
  return row.status === 'stale' ? (row.previous ?? '') : '';
}

interface RowProps {
  row: TranslationRow;
  tag: string;
  languageName: string;
  write: (row: TranslationRow, text: string) => void;
}

/** One English text beside its translation: the translation editable, its state and any placeholder mistake said. */
function TranslationRowView({ row, tag, languageName, write }: RowProps) {
  const id = useId();
  const text = shownText(row);
  const note = placeholderNote(row.english, text);
  return (
    <Box as="li" listStyleType="none" borderTopWidth="1px" borderColor="gray.200" pt={3}>
      <HStack justify="space-between" gap={2} mb={2} flexWrap="wrap">
        <Text id={`${id}-place`} fontFamily="mono" fontSize="xs" color="gray.600" wordBreak="break-word">
          {row.place}
        </Text>
        <Badge id={`${id}-status`} colorPalette={statusColors[row.status]}>
          {statusLabels[row.status]}
        </Badge>
      </HStack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap={3}>
        <Box>
          <Text fontSize="xs" fontWeight="medium" color="gray.600" mb={1}>
            English
          </Text>
          <Text id={`${id}-english`} lang="en" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {row.english}
          </Text>
        </Box>
        <Box>
          <chakra.label
            htmlFor={`${id}-text`}
            display="block"
            fontSize="xs"
            fontWeight="medium"
            color="gray.600"
            mb={1}
          >
            {languageName}
          </chakra.label>
          <Textarea
            id={`${id}-text`}
            lang={tag}
            dir="auto"
            rows={Math.min(6, Math.max(2, Math.ceil(row.english.length / 60)))}
            {...controlStyle}
            aria-describedby={`${id}-place ${id}-english ${id}-status${note ? ` ${id}-note` : ''}`}
            value={text}
            onChange={(event) => write(row, event.currentTarget.value)}
          />
          {row.status === 'stale' ? (
            <HStack gap={2} mt={1} flexWrap="wrap">
              <Text fontSize="xs" color="orange.800">
                The English changed after this was translated.
              </Text>
              <Button size="xs" variant="outline" onClick={() => write(row, text)}>
                Still right for this English
              </Button>
            </HStack>
          ) : null}
          {note ? (
            <Text id={`${id}-note`} fontSize="xs" color="red.700" mt={1}>
              {note}
            </Text>
          ) : null}
        </Box>
      </Grid>
    </Box>
  );
}

/**
 * A translation file as translators see it: each English text of the chosen English file beside its
 * translation, missing and stale ones marked, edits written into the same translations/<tag>.yaml
 * (each with the fingerprint of the English it was made from) with undo like any other edit.
 */
export function TranslationEditor({ file, english }: { file: string; english: readonly EnglishFileTexts[] }) {
  const data = useStudio((state) => state.data[file]);
  const edit = useStudio((state) => state.edit);
  const tag = translationTag(file);
  const languageName =
    typeof (data as { name?: unknown } | undefined)?.name === 'string' ? (data as { name: string }).name : tag;
  const rows = useMemo(() => translationRows(english, catalogOf(data)), [english, data]);
  const [onlyWork, setOnlyWork] = useState(true);
  const files = english.map(({ placedAt }) => {
    const own = rows.filter((row) => row.file === placedAt);
    return { placedAt, work: own.filter((row) => row.status !== 'translated').length, total: own.length };
  });
  const [chosen, setChosen] = useState(() => (files.find((entry) => entry.work > 0) ?? files[0])?.placedAt ?? '');
  // The texts that needed work when the file was chosen stay listed while they are translated, so a
  // row does not vanish under the translator's cursor at the first letter.
  const needingWork = (placedAt: string) =>
    new Set(rows.filter((row) => row.file === placedAt && row.status !== 'translated').map((row) => row.place));
  const [listed, setListed] = useState(() => needingWork(chosen));
  const choose = (placedAt: string, only: boolean) => {
    setChosen(placedAt);
    setOnlyWork(only);
    setListed(needingWork(placedAt));
  };
  const shown = rows.filter((row) => row.file === chosen && (!onlyWork || listed.has(row.place)));
  const missing = rows.filter((row) => row.status === 'missing').length;
  const stale = rows.filter((row) => row.status === 'stale').length;

  const write = (row: TranslationRow, text: string) =>
    edit(file, ['texts'], textsWithEntry(data, { file: row.file, place: row.place, from: row.from, text }, english));

  return (
    <Stack gap={4}>
      <Stack gap={1}>
        <Heading as="h2" size="lg">
          {languageName} ({tag})
        </Heading>
        <Text fontSize="sm" color="gray.700" role="status">
          {rows.length} texts: {missing} missing, {stale} stale, {rows.length - missing - stale} translated.
        </Text>
      </Stack>
      <HStack gap={4} align="flex-end" flexWrap="wrap">
        <Box minW="16rem" flex="1">
          <Labelled label="English file">
            {(id) => (
              <Select
                id={id}
                {...controlStyle}
                value={chosen}
                onChange={(event) => choose(event.currentTarget.value, onlyWork)}
              >
                {files.map((entry) => (
                  <option key={entry.placedAt} value={entry.placedAt}>
                    {entry.placedAt} ({entry.work === 0 ? 'done' : `${entry.work} of ${entry.total} to do`})
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
        </Box>
        <HStack gap={1} role="group" aria-label="Texts shown">
          {([true, false] as const).map((only) => (
            <Button
              key={String(only)}
              size="xs"
              variant={onlyWork === only ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={onlyWork === only}
              onClick={() => choose(chosen, only)}
            >
              {only ? 'Needs work' : 'All texts'}
            </Button>
          ))}
        </HStack>
      </HStack>
      {shown.length === 0 ? (
        <Text color="gray.600">Nothing in {chosen} needs work. Choose All texts to see its translations.</Text>
      ) : (
        <Stack as="ul" gap={4} m={0} p={0}>
          {shown.map((row) => (
            <TranslationRowView key={row.place} row={row} tag={tag} languageName={languageName} write={write} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
