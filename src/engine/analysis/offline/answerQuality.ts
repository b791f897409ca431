/** Why an answer is not taken at its length: the same text as another answer, filler, or off the question. */
export type AnswerProblem = 'repeated' | 'filler' | 'unrelated';

export interface CheckedAnswer {
  /** The answer as the criterion rates it (answerText). */
  text: string;
  /** What the question and its criterion say: the question's title and description, the criterion's label. */
  questionWords: string;
  /** The criterion's keywords. */
  keywords: readonly string[];
}

/** Thresholds, in words: below them an answer is too short for its pattern to say anything. */
const copiedMinWords = 4;
const fillerMinWords = 12;
const unrelatedMinWords = 25;
/** Distinct three-word runs over all of them: a person's prose stays near 1, a pasted loop falls far below. */
const fillerTrigramShare = 0.5;
/** Two answers of this many words that share this much of their three-word runs are one text copied. */
const copiedOverlap = 0.8;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function trigrams(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let index = 0; index + 2 < words.length; index += 1) runs.push(words.slice(index, index + 3).join(' '));
  return runs;
}

/** Word stems, so "customer" meets "customers" and "automate" meets "automation" (the first five letters). */
const stems = (words: readonly string[]): Set<string> => new Set(words.map((word) => word.slice(0, 5)));

/** The same passage again and again, or a few characters held down ("aaaa", "x x x x"). */
function isFiller(text: string, words: readonly string[]): boolean {
  const characters = new Set(text.toLowerCase().replace(/\s/g, ''));
  if (text.trim().length >= 12 && characters.size < 4) return true;
  if (words.length < fillerMinWords) return false;
  const runs = trigrams(words);
  return new Set(runs).size / runs.length < fillerTrigramShare;
}

/**
 * A long answer that uses not one word of its question (its longer words, by stem, so "the" and
 * "your" do not count) and none of its criterion's keywords (found anywhere in the text, as the
 * rating finds them).
 */
function isUnrelated(text: string, words: readonly string[], question: CheckedAnswer): boolean {
  if (words.length < unrelatedMinWords) return false;
  const asked = stems(wordsOf(question.questionWords).filter((word) => word.length >= 5));
  const lower = text.toLowerCase();
  if (question.keywords.some((keyword) => lower.includes(keyword.toLowerCase()))) return false;
  return !words.some((word) => asked.has(word.slice(0, 5)));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const smaller = a.size <= b.size ? a : b;
  const larger = smaller === a ? b : a;
  if (smaller.size === 0) return 0;
  return [...smaller].filter((run) => larger.has(run)).length / smaller.size;
}

/**
 * What is wrong with each answer, if anything, in the order given: the same text (or nearly) in
 * two or more answers, a text that only repeats itself, or a long text that shares no word with
 * its question. A short answer (a name, a figure) is never judged by its pattern. Pure.
 */
export function answerProblems(answers: readonly CheckedAnswer[]): (AnswerProblem | undefined)[] {
  const words = answers.map((answer) => wordsOf(answer.text));
  const runs = words.map((list) => new Set(trigrams(list)));
  const joined = words.map((list) => list.join(' '));
  return answers.map((answer, index) => {
    const own = words[index] ?? [];
    const copied =
      own.length >= copiedMinWords &&
      answers.some(
        (_, other) =>
          other !== index &&
          (joined[other] === joined[index] ||
            (own.length >= 2 * copiedMinWords &&
              overlap(runs[index] ?? new Set(), runs[other] ?? new Set()) >= copiedOverlap)),
      );
    if (copied) return 'repeated';
    if (isFiller(answer.text, own)) return 'filler';
    if (isUnrelated(answer.text, own, answer)) return 'unrelated';
    return undefined;
  });
}
