-- Scenario 15, Ring the Bell.
-- Source rule (GHS scenarios/15.json): at the start of the first round, all your ability cards
-- are flipped to their B side. It is done at setup, before the first cards are chosen, so the
-- choice is made among the B sides.
-- Our reconstruction: the bell (objective B) rings once at the end of every round and once for
-- every attack on it; five rings win.

local RINGS_TO_WIN = 5

function upside_down(ctx, ev)
  for _, card in ipairs(cards.list()) do
    if card.side == "A" then cards.set_side(card.id, "B") end
  end
  game.message(game.text("s15.upside-down"))
end

-- A ring of the bell, told by the text `key` with the rings so far.
local function ring(ctx, key)
  ctx.vars.s15_rings = (ctx.vars.s15_rings or 0) + 1
  game.message(game.text(key, { rings = ctx.vars.s15_rings, needed = RINGS_TO_WIN }))
end

function ring_on_attack(ctx, ev)
  if ev.target == nil and ev.hex ~= nil then ring(ctx, "s15.bell-struck") end
end

function toll(ctx, ev)
  ring(ctx, "s15.bell-tolls")
end

function check_goal(ctx, ev)
  if (ctx.vars.s15_rings or 0) >= RINGS_TO_WIN then return "won" end
  return nil
end

-- Cracked boards: 1 damage, and a splinter (wound).
function cracked_boards(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 1) end
  if figures.get(ev.figure) then figures.add_condition(ev.figure, "wound") end
end
