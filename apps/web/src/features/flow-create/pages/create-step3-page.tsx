import { CreateStepLayout } from './create-step-layout';

export const CreateStep3Page = () => <CreateStepLayout step={3} />;
