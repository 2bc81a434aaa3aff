/** WordPress's `react-jsx-runtime` handle: window.ReactJSXRuntime. */
import * as ReactJSXRuntime from 'react/jsx-runtime';

( window as unknown as { ReactJSXRuntime: unknown } ).ReactJSXRuntime =
	ReactJSXRuntime;
