import { helpEndpoints as he } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type HelpCall = keyof typeof he;

/**
 * The routes matrix's rows of the learning center (docs/tour-and-help.md): the videos are the installation's, the
 * same for every workspace, so B reads them (nothing of A's is in them); B — a workspace admin, not an operator — is
 * refused setting one.
 */
export function helpForeign(): Record<HelpCall, Row> {
  return {
    helpVideos: { attack: (c) => c.request(he.helpVideos), expectDenied: false },
    helpVideoSave: {
      attack: (c) => c.request(he.helpVideoSave, { body: { guide: 'admin', language: 'en', url: 'https://videos.example.com/a' } }),
      expectDenied: true,
    },
  };
}
