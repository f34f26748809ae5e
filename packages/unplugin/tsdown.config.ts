import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

export default defineConfig(nodePackage());
