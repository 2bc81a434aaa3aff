/**
 * Settings the page printed are missing or malformed. The message is for the
 * store admin (shown in the console and in registration errors), translated.
 */
export class SettingsError extends Error {
	constructor(
		message: string,
		readonly key: string | null = null
	) {
		super( message );
		this.name = 'SettingsError';
	}
}
