import { Fragment } from 'react';
import { Flex } from 'antd';
import { CustomerServiceOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import type { ProjectDocument } from '@sentio/domain';
import { highlightQuery, snippet } from '../lib/highlight';

/** Text with the query's words marked. */
export function QueryText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightQuery(text, query).map((piece, i) =>
        piece.match ? (
          <mark key={i} data-testid="query-match" style={{ padding: 0, background: 'rgba(255, 216, 3, 0.55)' }}>
            {piece.text}
          </mark>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

export const speakerIcon = {
  customer: <UserOutlined aria-hidden />,
  agent: <CustomerServiceOutlined aria-hidden />,
  bot: <RobotOutlined aria-hidden />,
} as const;

/** The list's view of a document: a snippet of the text, or the first turns of a dialogue with speaker icons. */
export function DocumentSnippet({ document, query }: { document: ProjectDocument; query: string }) {
  if (document.turns && document.turns.length > 0)
    return (
      <Flex vertical gap={2}>
        {document.turns.slice(0, 3).map((turn, i) => (
          <span key={i} data-speaker={turn.speaker}>
            {speakerIcon[turn.speaker]} <QueryText text={snippet(turn.text, 120)} query={query} />
          </span>
        ))}
      </Flex>
    );
  return <QueryText text={snippet(document.content)} query={query} />;
}
