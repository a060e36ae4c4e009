import { markedRuns } from './marked-words';

/** The ingredients with the allergens the operator marked in bold (Article 21(1)(b)). */
export function IngredientsText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {markedRuns(text).map((run, index) =>
        run.marked ? <strong key={index}>{run.text}</strong> : run.text,
      )}
    </p>
  );
}
