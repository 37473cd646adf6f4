import { registerOfflineMethod } from './offline.tsx';

registerOfflineMethod('cheque', 'Check payment');
