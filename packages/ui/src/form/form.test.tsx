import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client.ts';
import { FormCheckbox, FormChoices, FormNumber, FormSelect, FormText, FormTextarea } from './fields.tsx';
import { Form } from './form.tsx';
import { useZodForm } from './use-zod-form.ts';

const Schema = z.strictObject({
  title: z.string().trim().min(1).max(20),
  sort: z.number().int().min(0).max(10).default(0),
  kind: z.enum(['a', 'b']),
  body: z.string().max(50),
  agree: z.boolean(),
  tags: z.array(z.enum(['x', 'y'])).min(1),
  when: z.string().nullable(),
});
type Values = {
  title: string;
  sort: number | undefined;
  kind: 'a' | 'b';
  body: string;
  agree: boolean;
  tags: string[];
  when: string;
};

async function withLanguage(language: string, node: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, initAsync: false });
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

function Sample({ onSubmit }: { onSubmit: (body: z.output<typeof Schema>) => unknown }) {
  const form = useZodForm(
    Schema,
    { title: '', sort: 3, kind: 'a', body: '', agree: false, tags: ['x'], when: '' } satisfies Values,
    (values) => ({ ...values, when: values.when === '' ? null : values.when }),
  );
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormText name="title" label="Title" required />
      <FormNumber name="sort" label="Order" />
      <FormSelect name="kind" label="Kind">
        <option value="a">A</option>
        <option value="b">B</option>
      </FormSelect>
      <FormTextarea name="body" label="Body" hint="Up to 50" />
      <FormCheckbox name="agree" label="Agree" />
      <FormChoices
        name="tags"
        label="Tags"
        multiple
        choices={[
          { value: 'x', label: 'X' },
          { value: 'y', label: 'Y' },
        ]}
      />
      <FormText name="when" label="When" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('the form layer', () => {
  it('checks the values against the schema before sending, with the shared messages in the language', async () => {
    const onSubmit = vi.fn();
    await withLanguage('bn', <Sample onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'X' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    // The blank title is 'required' in Bengali, as the server would say it.
    const titleError = document.getElementById(
      screen.getByLabelText(/Title/).getAttribute('aria-describedby') ?? '',
    );
    expect(titleError?.textContent).toMatch(/[\u0980-\u09FF]/);
    expect(screen.getByLabelText('Order').getAttribute('aria-invalid')).toBe('true');
    // An empty list of tags is the group's error.
    expect(screen.getByRole('group', { name: 'Tags' }).textContent).toMatch(/[\u0980-\u09FF]/);
  });

  it('hands the parsed body over: numbers, lists, true/false and the transformed values', async () => {
    const onSubmit = vi.fn();
    await withLanguage('en', <Sample onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: '  Hello ' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Y' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Hello',
      sort: 0,
      kind: 'b',
      body: '',
      agree: true,
      tags: ['x', 'y'],
      when: null,
    });
  });

  it("puts the server's field errors on the fields and its message above them", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('VALIDATION_ERROR', 'Please check the fields.', 400, {
        fields: [
          { field: 'title', message: 'That title is taken.' },
          { field: 'elsewhere', message: 'Not on this form.' },
        ],
      });
    });
    await withLanguage('en', <Sample onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('That title is taken.')).toBeTruthy());
    const alert = screen
      .getAllByRole('alert')
      .find((node) => node.tagName === 'P' && node.className.includes('notice'));
    expect(alert?.textContent).toBe('Please check the fields. elsewhere: Not on this form.');
    // Correcting the field clears the server's word on it.
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Another' } });
    await waitFor(() => expect(screen.queryByText('That title is taken.')).toBeNull());
  });
});
