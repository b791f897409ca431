// @vitest-environment jsdom
import Form, { getDefaultRegistry } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusOwned } from '../../../src/studio/view/focusOwned.tsx';

const widgets = { TextareaWidget: focusOwned(getDefaultRegistry().widgets.TextareaWidget) };
const form = (formData: string) => (
  <Form
    schema={{ type: 'string' }}
    uiSchema={{ 'ui:widget': 'textarea', 'ui:submitButtonOptions': { norender: true } }}
    formData={formData}
    validator={validator}
    widgets={widgets}
  />
);

describe('focusOwned', () => {
  it('keeps what is typed in a focused field when the form hands it an earlier value, and follows the form again once left', () => {
    const { container, rerender } = render(form('Launch owner'));
    const area = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.focus(area);
    fireEvent.change(area, { target: { value: 'Launch owner\nOw' } });
    area.setSelectionRange(15, 15);
    rerender(form('Launch owner\nO'));
    expect(area.value).toBe('Launch owner\nOw');
    expect(area.selectionStart).toBe(15);
    fireEvent.blur(area);
    rerender(form('Launch owner\nOwner'));
    expect(area.value).toBe('Launch owner\nOwner');
  });
});
