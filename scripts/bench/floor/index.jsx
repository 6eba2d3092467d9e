// The floor of bench:bundle: a bare React 19 page with the login's two fields and a button, nothing else.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Login</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          E-mail <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit">Continue</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Login />);
