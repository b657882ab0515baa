import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Cart Review', 'Shipping & Payment', 'Confirmation'];
const CURRENT = 1;

/**
 * The step indicator: the cart was reviewed, this page is Shipping & Payment. The current step says
 * so with aria-current, not by its colour only.
 */
export function CheckoutSteps() {
  return (
    <Stepper activeStep={CURRENT} alternativeLabel aria-label="Checkout progress" sx={{ mb: 4 }}>
      {STEPS.map((label, index) => (
        <Step key={label} aria-current={index === CURRENT ? 'step' : undefined}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
