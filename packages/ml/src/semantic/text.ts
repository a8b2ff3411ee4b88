import { isDialogue, type TextInput } from '../input.js';

/**
 * The text a sentence encoder sees for an input. A dialogue is its customer turns joined (the customer states the
 * contact reason; agents' scripted greetings and apologies look alike across every label), or all its turns when
 * no customer spoke. Plain texts are used as they are.
 */
export function semanticText(input: TextInput): string {
  if (!isDialogue(input)) return input;
  const customer = input.turns.filter((t) => t.speaker === 'customer').map((t) => t.text.trim());
  const chosen = customer.some((t) => t !== '') ? customer : input.turns.map((t) => t.text.trim());
  return chosen.filter((t) => t !== '').join(' ');
}

/** Scales a vector to unit L2 norm in place (a zero vector stays zero), so cosines are dot products. */
export function normalizeInPlace(v: Float32Array): Float32Array {
  let sq = 0;
  for (let i = 0; i < v.length; i++) sq += (v[i] as number) ** 2;
  if (sq > 0) {
    const inv = 1 / Math.sqrt(sq);
    for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) * inv;
  }
  return v;
}
