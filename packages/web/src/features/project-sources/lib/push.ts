/**
 * A copy-paste request that pushes one document into an analysis (`channelCode` is required there, unlike a model's
 * push source); `token` is shown only right after it was made.
 */
export function projectCurlExample(url: string, token: string | null, channelCode: string, dialogue: boolean): string {
  const document = dialogue
    ? {
        id: 'c-1',
        date: '2025-01-31T10:00:00Z',
        turns: [
          { speaker: 'customer', text: 'My order is late' },
          { speaker: 'agent', text: 'Let me check.' },
        ],
      }
    : { id: 'r-1', text: 'My order is late', date: '2025-01-31' };
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-Sentio-Token: ${token ?? '<TOKEN>'}' \\`,
    `  -d '${JSON.stringify({ channelCode, documents: [document] })}'`,
  ].join('\n');
}
