// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forms } from './formFixtures.ts';
import { renderForm } from './renderForm.tsx';

afterEach(cleanup);

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}
function textarea(label: RegExp): HTMLTextAreaElement {
  return screen.getByLabelText(label, { selector: 'textarea' });
}
function select(label: RegExp): HTMLSelectElement {
  return screen.getByLabelText(label, { selector: 'select' });
}
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireEvent.change(element, { target: { value } });
}
function choose(element: HTMLSelectElement, optionText: string) {
  const option = within(element).getByRole<HTMLOptionElement>('option', { name: optionText });
  fireEvent.change(element, { target: { value: option.value } });
}
function submitButton(name = 'Continue Analysis'): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

function fillCompanyProfile() {
  type(input(/^Founder name/), 'Ada Founder');
  type(input(/^Company email/), 'ada@example.com');
  type(input(/^Company name/), 'Acme Labs');
  type(input(/^How much are you raising/), '$500K');
  type(input(/^Company structure/), 'Delaware C-Corp');
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
}

describe('SchemaForm with the company profile', () => {
  const form = forms['company-profile'];

  it('renders every field with a visible label and the right control', () => {
    renderForm({ form, submitLabel: 'Continue Analysis' });
    expect(input(/^Founder name/).type).toBe('text');
    expect(input(/^Company email/).type).toBe('email');
    expect(input(/^Company name/)).toBeTruthy();
    expect(input(/^How much are you raising/)).toBeTruthy();
    expect(input(/^Company structure/)).toBeTruthy();
    const stage = select(/^Company stage/);
    expect(Array.from(stage.options, (option) => option.text)).toEqual(['Pre-seed', 'Seed', 'Growth']);
    expect(stage.selectedOptions[0]?.text).toBe('Pre-seed');
    const group = screen.getByRole('group', { name: /Do you have a technical co-founder\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['company-profile_hasTechnicalCofounder', 'company-profile_hasTechnicalCofounder']);
    expect(within(group).getByRole('radio', { name: 'No' })).toBeTruthy();
    // Descriptions are linked to their control.
    expect(input(/^Company email/).getAttribute('aria-describedby')).toBe('company-profile_companyEmail__description');
    expect(document.getElementById('company-profile_companyEmail__description')?.textContent).toMatch(
      /copy of your analysis/,
    );
  });

  it('starts with only the schema defaults: stage pre-seed, nothing chosen for the co-founder question', async () => {
    const { changed } = renderForm({ form });
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    type(input(/^Founder name/), 'Ada');
    await waitFor(() => expect(changed.at(-1)).toStrictEqual({ founderName: 'Ada', stage: 'pre-seed' }));
  });

  it('gives every element a unique id, prefixed with the form id', () => {
    const { container } = renderForm({ form });
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('company-profile'))).toEqual([]);
  });

  it('keeps the submit button disabled until every required field is filled, then submits the spec shape', async () => {
    const { submitted } = renderForm({ form, submitLabel: 'Continue Analysis' });
    expect(submitButton().disabled).toBe(true);
    fillCompanyProfile();
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    type(input(/^Company structure/), '   ');
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    type(input(/^Company structure/), 'LLC');
    choose(select(/^Company stage/), 'Seed');
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toStrictEqual({
      founderName: 'Ada Founder',
      companyEmail: 'ada@example.com',
      companyName: 'Acme Labs',
      stage: 'seed',
      fundraisingAmount: '$500K',
      companyStructure: 'LLC',
      hasTechnicalCofounder: 'yes',
    });
  });

  it('explains why the button is disabled, and stops saying so once complete', async () => {
    renderForm({ form, submitLabel: 'Continue Analysis' });
    const hintId = submitButton().getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    // The hint's words load on demand (SubmitHint.tsx).
    await waitFor(() =>
      expect(document.getElementById(hintId ?? '')?.textContent).toMatch(/^Still to fill in: Founder name, /),
    );
    fillCompanyProfile();
    await waitFor(() => expect(submitButton().getAttribute('aria-describedby')).toBeNull());
  });

  it('names the one malformed field in the hint and goes to it on request, where it says why', async () => {
    renderForm({ form, submitLabel: 'Continue Analysis' });
    fillCompanyProfile();
    type(input(/^Company email/), 'jane@');
    const hintId = 'company-profile__submit-hint';
    await waitFor(() => expect(document.getElementById(hintId)?.textContent).toBe('Still to correct: Company email'));
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-describedby')).toBe(hintId);
    // The field has not been left yet, so it does not say why until asked.
    expect(document.getElementById('company-profile_companyEmail__error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Company email' }));
    expect(document.activeElement).toBe(input(/^Company email/));
    await waitFor(() => expect(input(/^Company email/).getAttribute('aria-invalid')).toBe('true'));
    // In the field's own words (its ui:messages in the form file).
    expect(document.getElementById('company-profile_companyEmail__error')?.textContent).toBe(
      'Enter a complete email address, such as you@company.com.',
    );
    type(input(/^Company email/), 'jane@acme.example');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(document.getElementById(hintId)).toBeNull();
  });

  it('names the empty fields and the malformed ones apart, and goes to the first in the form', async () => {
    renderForm({ form, submitLabel: 'Continue Analysis' });
    type(input(/^Company email/), 'jane@');
    type(input(/^Company structure/), 'LLC');
    const hint = () => document.getElementById('company-profile__submit-hint')?.textContent;
    await waitFor(() =>
      expect(hint()).toBe(
        'Still to fill in: Founder name, Company name, How much are you raising?, and Do you have a technical co-founder? Still to correct: Company email',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to Founder name' }));
    expect(document.activeElement).toBe(input(/^Founder name/));
    await waitFor(() => expect(input(/^Founder name/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows a field error only after the field is left, linked by aria-describedby', async () => {
    renderForm({ form });
    const name = input(/^Founder name/);
    type(name, 'x');
    type(name, '');
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.blur(name);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain('company-profile_founderName__error');
    expect(document.getElementById('company-profile_founderName__error')?.textContent).toBe('This field is required.');
    // Untouched fields stay quiet.
    expect(input(/^Company name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('flags whitespace-only text on blur', async () => {
    renderForm({ form });
    const name = input(/^Founder name/);
    type(name, '   ');
    fireEvent.blur(name);
    await waitFor(() =>
      expect(document.getElementById('company-profile_founderName__error')?.textContent).toBe(
        'Enter some text, not just spaces.',
      ),
    );
  });

  it('shows every error after a submit attempt and submits nothing', async () => {
    const { container, submitted } = renderForm({ form });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(input(/^Company name/).getAttribute('aria-invalid')).toBe('true'));
    expect(input(/^Founder name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: /technical co-founder/ }).textContent).toMatch(/Choose an option\./);
    expect(submitted).toEqual([]);
  });

  it('starts from stored data and reports changes in the stored shape', async () => {
    const { changed } = renderForm({
      form,
      initialData: { founderName: 'Ada', stage: 'growth', hasTechnicalCofounder: 'no' },
    });
    expect(input(/^Founder name/).value).toBe('Ada');
    expect(select(/^Company stage/).selectedOptions[0]?.text).toBe('Growth');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    type(input(/^Company name/), 'Acme');
    await waitFor(() =>
      expect(changed.at(-1)).toStrictEqual({
        founderName: 'Ada',
        stage: 'growth',
        hasTechnicalCofounder: 'no',
        companyName: 'Acme',
      }),
    );
    type(input(/^Company name/), '');
    await waitFor(() =>
      expect(changed.at(-1)).toStrictEqual({ founderName: 'Ada', stage: 'growth', hasTechnicalCofounder: 'no' }),
    );
  });

  it('disables every control and the button while disabled, and renders the footer', () => {
    renderForm({ form, disabled: true, footer: <a href="/">Back</a>, initialData: { founderName: 'Ada' } });
    expect(input(/^Founder name/).disabled).toBe(true);
    expect(select(/^Company stage/).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).disabled).toBe(true);
    expect(submitButton('Continue').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });
});

describe('SchemaForm with the buyer profile', () => {
  const form = forms['buyer-profile'];

  function fillBuyer() {
    type(input(/^Full name/), 'Bea Buyer');
    type(input(/^Email/), 'bea@example.com');
    type(input(/^Phone/), '+1 555 0100');
    choose(select(/^Experience level/), 'Novice – new to buying businesses');
    type(input(/^Business experience/), '10 years');
    choose(select(/^Investment range/), 'Under $100K');
    type(input(/^Preferred location/), 'Remote');
    choose(select(/^Timeframe/), 'Immediately (0–3 months)');
    choose(select(/^Financing method/), 'Looking for seller financing');
  }

  it('shows otherIndustry only after ticking Other, never requires it, and stores it only with Other', async () => {
    const { submitted } = renderForm({ form, submitLabel: 'Continue to Assessment' });
    const industries = screen.getByRole('group', { name: /Industries of interest/ });
    expect(within(industries).getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.queryByLabelText(/^Other industry/)).toBeNull();

    fillBuyer();
    fireEvent.click(within(industries).getByRole('checkbox', { name: 'Technology/Software' }));
    fireEvent.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    const other = await screen.findByLabelText(/^Other industry/);
    expect(other.hasAttribute('required')).toBe(false);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to Assessment' });
    await waitFor(() => expect(button.disabled).toBe(false));

    type(other as HTMLInputElement, 'Marine services');
    fireEvent.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Other industry/)).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toStrictEqual({
      fullName: 'Bea Buyer',
      email: 'bea@example.com',
      phone: '+1 555 0100',
      experienceLevel: 'novice',
      previousAcquisitions: 'none',
      businessExperience: '10 years',
      industries: ['Technology/Software'],
      investmentRange: '0-100k',
      preferredLocation: 'Remote',
      timeframe: 'immediate',
      financingMethod: 'seller_financing',
    });
  });

  it('stores industries in option order with otherIndustry when Other is chosen', async () => {
    const { submitted } = renderForm({ form });
    fillBuyer();
    const industries = screen.getByRole('group', { name: /Industries of interest/ });
    fireEvent.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    fireEvent.click(within(industries).getByRole('checkbox', { name: 'Technology/Software' }));
    type(await screen.findByLabelText(/^Other industry/), 'Marine services');
    const button = submitButton('Continue');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.industries).toEqual(['Technology/Software', 'Other']);
    expect(submitted[0]?.otherIndustry).toBe('Marine services');
  });

  it('starts with previousAcquisitions at none and every other choice unmade', () => {
    renderForm({ form });
    expect(select(/^Previous acquisitions/).selectedOptions[0]?.text).toBe('None yet');
    for (const label of [/^Experience level/, /^Investment range/, /^Timeframe/, /^Financing method/]) {
      expect(select(label).value, String(label)).toBe('');
    }
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
  });

  it('needs at least one industry', async () => {
    renderForm({ form });
    fillBuyer();
    const button = submitButton('Continue');
    expect(button.disabled).toBe(true);
    const retail = within(screen.getByRole('group', { name: /Industries of interest/ })).getByRole('checkbox', {
      name: 'Retail',
    });
    fireEvent.click(retail);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(retail);
    await waitFor(() => expect(button.disabled).toBe(true));
  });
});

describe('SchemaForm with the text-area forms', () => {
  it('renders the customer profile as eight labelled text areas', async () => {
    const { submitted } = renderForm({ form: forms['customer-profile'] });
    const labels = [
      /^Who are you building for\?/,
      /^What do they care about most\?/,
      /^Why do they need your product\?/,
      /^Where do they spend time online\?/,
      /^What do they search for\?/,
      /^Which feature would make them sign up\?/,
      /^Your dream testimonial/,
      /^How will you find your first users\?/,
    ];
    for (const label of labels) type(textarea(label), 'Something specific');
    const button = submitButton('Continue');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.keys(submitted[0] ?? {}).sort()).toEqual([
      'dreamTestimonial',
      'howToFindFirstUsers',
      'primarySocialChannel',
      'whatFeatureWouldMakeThemSign',
      'whatTheyCareAbout',
      'whatTheySearchFor',
      'whoYoureBuildingFor',
      'whyTheyNeedYourProduct',
    ]);
  });

  it('labels the product idea domain field as in the spec', () => {
    renderForm({ form: forms['product-idea'] });
    expect(input(/^Domain \(industry\)/)).toBeTruthy();
    expect(textarea(/^Notes/)).toBeTruthy();
  });
});
