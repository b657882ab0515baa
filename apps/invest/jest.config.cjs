const preset = require('@mitti/jest-presets/jsdom');

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
};
