import type { GlobalProvider } from '@ladle/react';
import '../src/app/styles/base.css';

/** Every story on the app's own base styles and tokens, inside a main landmark as on a page. */
export const Provider: GlobalProvider = ({ children }) => <main>{children}</main>;
