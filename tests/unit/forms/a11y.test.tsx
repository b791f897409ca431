// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { forms, type FormId } from './formFixtures.ts';
import { renderForm } from './renderForm.tsx';

afterEach(cleanup);

/** axe-core's violations, as "rule: target" lines so a failure names what broke. jsdom has no layout, so colour contrast is left out. */
async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

describe('the shipped forms pass axe-core', () => {
  it.each(Object.keys(forms) as FormId[])('%s as first shown', async (id) => {
    const { container } = renderForm({ form: forms[id] });
    expect(await violations(container)).toEqual([]);
  });

  it('buyer-profile with Other ticked and every error showing', async () => {
    const { container } = renderForm({ form: forms['buyer-profile'] });
    fireEvent.click(
      within(screen.getByRole('group', { name: /Industries of interest/ })).getByRole('checkbox', { name: 'Other' }),
    );
    await screen.findByLabelText(/^Other industry/);
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
    expect(await violations(container)).toEqual([]);
  });

  it('catches a control without a label (the check itself can fail)', async () => {
    const { container } = renderForm({ form: forms['product-idea'] });
    container.querySelector('label')?.remove();
    container.querySelector('#product-idea_productName')?.removeAttribute('placeholder');
    expect(await violations(container)).toContain('label: #product-idea_productName');
  });
});
