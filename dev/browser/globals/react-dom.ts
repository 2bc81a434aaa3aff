/** WordPress's `react-dom` handle: window.ReactDOM, with its client API. */
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

( window as unknown as { ReactDOM: unknown } ).ReactDOM = {
	...ReactDOM,
	...ReactDOMClient,
};
