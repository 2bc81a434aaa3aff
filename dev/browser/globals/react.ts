/** WordPress's `react` handle: window.React. */
import * as React from 'react';

( window as unknown as { React: unknown } ).React = React;
