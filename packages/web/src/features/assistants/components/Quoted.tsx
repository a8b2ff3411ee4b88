import { Typography } from 'antd';
import { quotePieces } from '../lib/quote';

/** A document's text with the quoted words marked. */
export function Quoted({ text, quote, testId }: { text: string; quote: string; testId?: string }) {
  return (
    <Typography.Text data-testid={testId}>
      {quotePieces(text, quote).map((piece, i) =>
        piece.quoted ? (
          <mark key={i} data-testid="assistant-quote-mark">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </Typography.Text>
  );
}
