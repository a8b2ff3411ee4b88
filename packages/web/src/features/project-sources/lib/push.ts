import { curlExample, sampleDocument } from '../../../shared/sources/push';

/**
 * A copy-paste request that pushes one document into an analysis (`channelCode` is required there, unlike a model's
 * push source); `token` is shown only right after it was made.
 */
export const projectCurlExample = (url: string, token: string | null, channelCode: string, dialogue: boolean): string =>
  curlExample(url, token, { channelCode, documents: [sampleDocument(dialogue, true)] });
