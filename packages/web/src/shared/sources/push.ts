/** The ingestion URL as the caller must use it (the server may answer a path). */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/**
 * The document a push example sends. An analysis's dialogue carries a date (its documents are dated per
 * conversation); a model's training dialogue needs none.
 */
export function sampleDocument(dialogue: boolean, datedDialogue: boolean): Record<string, unknown> {
  if (!dialogue) return { id: 'r-1', text: 'My order is late', date: '2025-01-31' };
  return {
    id: 'c-1',
    ...(datedDialogue ? { date: '2025-01-31T10:00:00Z' } : {}),
    turns: [
      { speaker: 'customer', text: 'My order is late' },
      { speaker: 'agent', text: 'Let me check.' },
    ],
  };
}

/** A copy-paste request that pushes `body`; `token` is shown only right after it was made. */
export function curlExample(url: string, token: string | null, body: Record<string, unknown>): string {
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-Sentio-Token: ${token ?? '<TOKEN>'}' \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}
