import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * The component catalogue (Ladle, `npm run catalogue`): every field of components/ui has its stories, in
 * the same five states, and every story renders. `npm run catalogue:build` compiles them; this runs them.
 */

type StoryComponent = ComponentType & { meta?: { width?: number }; storyName?: string };

const STATES = ['Empty', 'WithHint', 'WithError', 'Disabled', 'LongLabelAt320px'] as const;

const UI_DIR = path.resolve(import.meta.dirname, '../components/ui');
const STORY_MODULES = import.meta.glob<Record<string, unknown>>('../components/ui/*.stories.tsx', { eager: true });
const storiesOf = (component: string) => STORY_MODULES[`../components/ui/${component}.stories.tsx`];

/** The fields of the form kit: every `*-field.tsx`, and the controls that are fields by another name. */
const FIELDS = fs
  .readdirSync(UI_DIR)
  .filter(
    (file) => /-field\.tsx$/.test(file) || ['checkbox.tsx', 'radio-group.tsx', 'password-input.tsx', 'file-upload.tsx'].includes(file),
  )
  .map((file) => file.replace(/\.tsx$/, ''))
  .sort();

describe('the component catalogue of components/ui', () => {
  it('knows the fields of the form kit', () => {
    expect(FIELDS).toEqual(expect.arrayContaining(['text-field', 'select-field', 'date-field', 'checkbox', 'radio-group', 'file-upload']));
  });

  describe.each(FIELDS)('%s', (component) => {
    const stories = () => {
      const module = storiesOf(component);
      if (!module) throw new Error(`components/ui/${component}.stories.tsx is missing`);
      return module as Record<(typeof STATES)[number], StoryComponent>;
    };

    it('shows the field empty, with a hint, with an error, disabled and with a long label at 320 px', () => {
      expect(Object.keys(stories())).toEqual(expect.arrayContaining(['default', ...STATES]));
      expect(stories().LongLabelAt320px.meta).toEqual({ width: 320 });
    });

    it.each(STATES)('renders its %s story', (state) => {
      const Story = stories()[state];
      const { container } = render(<Story />);
      expect(container.querySelector('label, legend')).not.toBeNull();
      if (state === 'WithError') {
        // The message is shown and read with the control (or with the group, for radios).
        const errorId = screen.getByText('Error:').closest('[id]')?.id;
        expect(errorId).toBeTruthy();
        expect(container.querySelector(`[aria-describedby~="${errorId}"], [aria-errormessage="${errorId}"]`)).not.toBeNull();
      }
      if (state === 'Disabled') expect(container.querySelector('input:disabled, textarea:disabled')).not.toBeNull();
    });
  });
});
