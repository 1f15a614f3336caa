import type { ServerMessages } from './messages.ts';

export const fil: ServerMessages = {
  VALIDATION_ERROR: 'May mga field na hindi wasto. Pakisuri at subukang muli.',
  UNKNOWN_FIELD: 'May mga field sa request na hindi tinatanggap.',
  MALFORMED_JSON: 'Hindi wastong JSON ang laman ng request.',
  UNSUPPORTED_LANGUAGE: 'Hindi available ang wikang ito sa site na ito.',
  NOT_LOGGED_IN: 'Hindi ka pa naka-log in, mag-log in muna.',
  FORBIDDEN: 'Wala kang pahintulot na gawin ito.',
  NEED_REAL_ACCOUNT: 'Kailangan nito ng totoong account. Magparehistro o mag-log in sa iyong account.',
  REGION_BLOCKED: 'Limitado ang access: hindi available ang site na ito sa iyong lokasyon.',
  MERCHANT_SUSPENDED: 'Pansamantalang hindi available ang site na ito. Makipag-ugnayan sa customer service.',
  NOT_FOUND: 'Hindi nahanap ang hinihinging resource.',
  UNKNOWN_MERCHANT: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
  METHOD_NOT_ALLOWED: 'Hindi pinapayagan ang method na ito rito.',
  CONFLICT: 'Sumasalungat ang request sa kasalukuyang estado. Mag-refresh at subukang muli.',
  PAYLOAD_TOO_LARGE: 'Masyadong malaki ang request.',
  UNSUPPORTED_MEDIA_TYPE: 'Hindi suportado ang content type ng request.',
  RATE_LIMITED: 'Masyadong maraming request. Maghintay sandali at subukang muli.',
  INTERNAL_ERROR: 'May problema sa koneksyon ng network, subukang muli.',
  MAINTENANCE: 'Kasalukuyang may maintenance ang system. Bumalik mamaya.',
  NOT_READY: 'Nagsisimula pa ang serbisyo. Subukang muli maya-maya.',
};
