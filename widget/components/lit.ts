/**
 * What a lazily loaded chunk of screens (archive-screens.ts) takes from the UI's Lit: its templates are
 * made with the UI's own `html`, so Lit stays in the UI's entry chunk rather than in a chunk
 * shared with the lazy one (one more file, and Lit's bytes apart from the rest, on every game).
 */
import type { html, nothing } from 'lit';

export interface Lit {
  readonly html: typeof html;
  readonly nothing: typeof nothing;
}
