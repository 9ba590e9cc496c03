"""Two-factor sign-in: who needs which second step, and a user's own state.

Admins and Supervisors follow the portal's rule (`StaffTwoFactor`: required or offered);
Clients are offered it. Whoever has a confirmed authenticator is asked for a code.
"""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.two_factor import SecondStep, StaffTwoFactor
from signage_core.entities.users import Actor, User
from signage_core.ports.second_factors import SecondFactors


class TwoFactorGate:
    """The second step a user's sign-in needs after the password."""

    def __init__(self, factors: SecondFactors, staff_rule: StaffTwoFactor) -> None:
        self._factors, self._staff_rule = factors, staff_rule

    def required_for(self, person: User | Actor) -> bool:
        return person.is_staff and self._staff_rule is StaffTwoFactor.REQUIRED

    def enrolled(self, user_id: str) -> bool:
        factor = self._factors.find(user_id)
        return factor is not None and factor.confirmed

    def step(self, user: User) -> SecondStep:
        if self.enrolled(user.id):
            return SecondStep.VERIFY
        return SecondStep.ENROL if self.required_for(user) else SecondStep.NONE


@dataclass(frozen=True, slots=True)
class TwoFactorState:
    enrolled: bool
    required: bool
    recovery_codes_left: int


class GetTwoFactorState:
    """The signed-in user's own state, for their security page."""

    def __init__(self, factors: SecondFactors, staff_rule: StaffTwoFactor) -> None:
        self._factors = factors
        self._gate = TwoFactorGate(factors, staff_rule)

    def __call__(self, actor: Actor) -> TwoFactorState:
        factor = self._factors.find(actor.user_id)
        enrolled = factor is not None and factor.confirmed
        left = len(factor.recovery_digests) if factor is not None and enrolled else 0
        return TwoFactorState(enrolled, self._gate.required_for(actor), left)
