/**
 * The HSN code of each demo product (by slug), at the 4 digits an invoice of a seller with a
 * turnover under ₹5 crore prints.
 */
export const DEMO_HSN_CODES: Record<string, string> = {
  'gobindobhog-rice': '1006',
  'dehraduni-basmati': '1006',
  'foxtail-millet': '1008',
  'little-millet': '1008',
  'pearl-millet': '1008',
  'whole-wheat-grain': '1001',
  'cane-jaggery': '1701',
  'jaggery-powder': '1701',
  'wild-forest-honey': '0409',
  'apple-blossom-honey': '0409',
  'palm-jaggery': '1702',
  'nolen-gur': '1702',
  'whole-wheat-atta': '1101',
  'ragi-flour': '1102',
  'bajra-flour': '1102',
  besan: '1106',
  'jowar-flour': '1102',
  'buckwheat-flour': '1102',
  'lakadong-turmeric': '0910',
  'wayanad-black-pepper': '0904',
  'sikkim-large-cardamom': '0908',
  'guntur-chilli-powder': '0904',
  'dry-ginger-powder': '0910',
  'cumin-seeds': '0909',
};
