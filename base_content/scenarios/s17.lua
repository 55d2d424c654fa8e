-- Scenario 17, The Long Way Through (our reconstruction: GHS has no rule for it). Two demons
-- killed win the scenario: the third flees.

function count_kill(ctx, ev)
  if ev.figure ~= figures.character().id then
    ctx.vars.s17_killed = (ctx.vars.s17_killed or 0) + 1
  end
end

function check_goal(ctx, ev)
  if (ctx.vars.s17_killed or 0) >= 2 then return "won" end
  return nil
end

-- A fallen coal: 2 damage on entry.
function fallen_coal(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 2) end
end

-- A frost patch: 1 damage, and the figure is frozen in place (immobilize).
function frost_patch(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 1) end
  if figures.get(ev.figure) then figures.add_condition(ev.figure, "immobilize") end
end
