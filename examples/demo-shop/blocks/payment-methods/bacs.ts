import { registerOfflineMethod } from './offline.tsx';

registerOfflineMethod('bacs', 'Direct bank transfer');
