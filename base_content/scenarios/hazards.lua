-- Named hazards of scenarios 5-12. A hazard function is called as fn(ctx, ev) with
-- ev = { figure, hex, name } when a figure enters the hazard (not jumping over or flying).
-- Each replaces the default effect (1 damage) with the one the scenario's map notes give.

-- Thumbtacks strewn over the arena sand: 2 damage.
function thumbtacks(ctx, ev) figures.damage(ev.figure, 2) end

-- A puddle of glue: the figure is stuck (Immobilize), no damage.
function glue(ctx, ev) figures.add_condition(ev.figure, "immobilize") end

-- Mouldy crumbs: Poison.
function mold(ctx, ev) figures.add_condition(ev.figure, "poison") end

-- A film of toad slime: Muddle.
function slime(ctx, ev) figures.add_condition(ev.figure, "muddle") end

-- A bare wire of the lift's mechanism: 2 damage.
function live_wire(ctx, ev) figures.damage(ev.figure, 2) end

-- A mousetrap: 3 damage and Immobilize, then it has sprung and is an empty hex.
function mousetrap(ctx, ev)
  figures.damage(ev.figure, 3)
  if figures.get(ev.figure) ~= nil then figures.add_condition(ev.figure, "immobilize") end
  board.set_terrain(ev.hex, "featureless")
end

-- Splinters of a broken mirror in the dark: 1 damage and Wound.
function mirror_shards(ctx, ev)
  figures.damage(ev.figure, 1)
  if figures.get(ev.figure) ~= nil then figures.add_condition(ev.figure, "wound") end
end

-- The spines of a cactus pot on the window sill: 1 damage and Wound.
function cactus(ctx, ev)
  figures.damage(ev.figure, 1)
  if figures.get(ev.figure) ~= nil then figures.add_condition(ev.figure, "wound") end
end
