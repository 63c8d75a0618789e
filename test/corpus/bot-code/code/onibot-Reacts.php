<?php namespace Oni\Identify;

class Reacts
{
    const
        HEAL    = ':Heal:825145748936589312',
        TANK    = ':Tank:825152268340953109',
        RANGE   = ':Range:825150110571954197',
        ATTACK  = ':Attack:825152209950867467',
        EU      = ':EU:825154105222889484',
        NA      = ':NA:825154238690623540';
}
