import { describe, expect, it, vi } from 'vitest';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { themeSchema } from '@fairway/contract/theme.contract';
import { editableMessage, previewPatch, storedMessage } from './theme-view.tsx';

type Appearance = FacilitySettings['appearance'];

const VALID: Appearance = {
  primaryColor: '#1d4e89',
  secondaryColor: '#fff',
  noResultsColor: null,
  headerImage: '/api/engine-images/1/abc',
  backgroundImage: 'https://cdn.example/bg.png',
  welcomeMessage: '<p>Hi</p>',
  tempWelcomeMessage: { message: null, from: null, to: null },
  salesBanner: 'Twilight from $39',
};

/** Each field's value that the contract refuses (what an operator may have half-typed). */
const INVALID: Partial<Record<keyof typeof themeSchema.shape, unknown>> = {
  primaryColor: '#1d4e8',
  secondaryColor: 'red',
  noResultsColor: '#12345g',
  headerImage: 'javascript:alert(1)',
  backgroundImage: `/${'a'.repeat(2048)}`,
  salesBanner: 'x'.repeat(501),
};

/** The fields the contract's css-preview schema accepts as they stand. */
function acceptedByContract(appearance: Appearance): string[] {
  return Object.entries(themeSchema.shape)
    .filter(([name, schema]) => schema.safeParse(appearance[name as keyof Appearance]).success)
    .map(([name]) => name)
    .sort();
}

describe('the live preview’s draft theme (previewPatch)', () => {
  it('sends every theme field of a valid draft, and nothing that is not a theme field', () => {
    expect(previewPatch(VALID)).toEqual({
      primaryColor: '#1d4e89',
      secondaryColor: '#fff',
      noResultsColor: null,
      headerImage: '/api/engine-images/1/abc',
      backgroundImage: 'https://cdn.example/bg.png',
      salesBanner: 'Twilight from $39',
    });
  });

  it.each(Object.entries(INVALID))(
    'leaves out %s while the contract would refuse it, as the zod schema does',
    (name, value) => {
      const draft = { ...VALID, [name]: value } as Appearance;
      const patch = previewPatch(draft);
      expect(patch).not.toHaveProperty(name);
      expect(Object.keys(patch).sort()).toEqual(acceptedByContract(draft));
      expect(themeSchema.partial().safeParse(patch).success).toBe(true);
    },
  );
});

describe('the welcome message as the operator edits it (SPEC §4 stores it entity-encoded)', () => {
  const stored = '&lt;p&gt;Welcome to &lt;strong&gt;Harbor Pines&lt;/strong&gt;: walkers &amp;amp; riders&lt;/p&gt;';

  it('shows the stored message decoded, with its tags as typed', () => {
    expect(editableMessage(stored)).toBe('<p>Welcome to <strong>Harbor Pines</strong>: walkers &amp; riders</p>');
  });

  it('encodes what the operator typed back to the stored form', () => {
    expect(storedMessage(editableMessage(stored))).toBe(stored);
    expect(storedMessage('Café "Le 19" <br> & bar')).toBe('Café &quot;Le 19&quot; &lt;br&gt; &amp; bar');
  });

  it('leaves a message stored without encoding showing the same once saved', () => {
    expect(editableMessage('<em>Open</em> today')).toBe('<em>Open</em> today');
    expect(editableMessage(storedMessage('<em>Open</em> today'))).toBe('<em>Open</em> today');
  });

  it('runs nothing the stored message holds while decoding it', () => {
    const script = vi.fn();
    vi.stubGlobal('fairwayProbe', script);
    expect(editableMessage('<img src=x onerror="fairwayProbe()">')).toBe('<img src=x onerror="fairwayProbe()">');
    expect(script).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
