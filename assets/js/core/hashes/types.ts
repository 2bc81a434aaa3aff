/**
 * The hashes a page finds in its address when the shopper comes back from
 * a payment step, as a tagged union.
 */
export type IntentType = 'payment' | 'setup';

export interface ConfirmHash {
	kind: 'confirm';
	intentType: IntentType;
	orderId: number;
	clientSecret: string;
	nonce: string;
}

export interface VoucherHash {
	kind: 'voucher';
	/** As printed; vouchers check it against the page (see voucher-target). */
	orderId: string;
	voucherType: string;
	clientSecret: string;
	returnUrl: string | null;
}

export interface WalletHash {
	kind: 'wallet';
	orderId: number;
	walletType: string;
	intentType: IntentType;
	clientSecret: string;
	returnUrl: string | null;
	/** Our specification's sixth part; the plugin prints none (null). */
	nonce: string | null;
}

export interface LegacyConfirmHash {
	kind: 'legacy-confirm';
	intentType: IntentType;
	clientSecret: string;
	returnUrl: string | null;
}

export type ReturnHash =
	ConfirmHash | VoucherHash | WalletHash | LegacyConfirmHash;
