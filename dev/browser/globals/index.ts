/**
 * What WordPress puts on every page before plugin scripts: React and the
 * WordPress packages our bundles take as externals.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactJSXRuntime from 'react/jsx-runtime';
import * as element from '@wordpress/element';
import * as data from '@wordpress/data';
import * as i18n from '@wordpress/i18n';

const target = window as unknown as Record< string, unknown > & {
	wp?: Record< string, unknown >;
};
target.React = React;
target.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
target.ReactJSXRuntime = ReactJSXRuntime;
target.wp = { ...( target.wp || {} ), element, data, i18n };
