import { useEffect, useState } from 'react';
import buttons from '../components/ActionButton.styles.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import fields from '../forms/styles/fields.styles.ts';
import page from '../screens/PageScreen.styles.ts';
import { Dashboard } from './Dashboard.tsx';
import { ownerApi } from './ownerApi.ts';
import styles from './OwnerPage.styles.ts';

type Access = 'checking' | 'signed-out' | 'signed-in';

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await ownerApi.signIn(password);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={page.block}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={page.blockContent}>
        <label className={fields.label} htmlFor="owner-password">
          Owner password
        </label>
        <input
          id="owner-password"
          className={fields.control}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        <div className={page.actions}>
          <button type="submit" className={buttons.primary} disabled={busy || password === ''}>
            Sign in
          </button>
        </div>
      </div>
    </form>
  );
}

/** /owner: sign in, then the dashboard. Loaded only when opened, never on a visitor's route. */
export default function OwnerPage() {
  const [access, setAccess] = useState<Access>('checking');
  const [error, setError] = useState<string | undefined>();
  usePageTitle('Insights', 'Owner');
  useEffect(() => {
    ownerApi
      .signedIn()
      .then((yes) => setAccess(yes ? 'signed-in' : 'signed-out'))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, []);
  const signOut = async () => {
    await ownerApi.signOut().catch(() => undefined);
    setAccess('signed-out');
  };
  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>Insights</h1>
        <p className={page.subtitle}>Where people drop off in each flow. Anonymous counts of visits, no answers.</p>
      </header>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {access === 'signed-out' ? <SignIn onSignedIn={() => setAccess('signed-in')} /> : null}
      {access === 'signed-in' ? <Dashboard onSignOut={() => void signOut()} /> : null}
    </div>
  );
}
